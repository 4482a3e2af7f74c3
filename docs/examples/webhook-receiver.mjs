// A webhook receiver for Izlazak that verifies every delivery's signature (Node 20+, no packages).
//   WEBHOOK_SECRET=whsec_... PORT=8080 node webhook-receiver.mjs
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const secret = process.env.WEBHOOK_SECRET;
const toleranceSeconds = 300; // refuse deliveries signed more than 5 minutes ago (replays)
const seen = new Set(); // event ids already handled: a delivery may come more than once

function verify(signatureHeader, eventId, rawBody) {
  const parts = (signatureHeader ?? '').split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${eventId}.${t}.${rawBody}`).digest();
  // During a secret rotation the header carries one v1 per active secret: any may match.
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, hex]) => {
      const given = Buffer.from(hex ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks).toString('utf8'); // verify the bytes as received, before parsing
    const eventId = req.headers['izlazak-event-id'];
    if (!verify(req.headers['izlazak-signature'], eventId, rawBody)) {
      res.writeHead(400).end('bad signature');
      return;
    }
    const event = JSON.parse(rawBody);
    if (!seen.has(event.id)) {
      seen.add(event.id);
      console.log(JSON.stringify({ verified: event.id, type: event.type, position: event.position }));
    }
    res.writeHead(200).end('ok');
  });
}).listen(Number(process.env.PORT ?? 8080), '127.0.0.1', () => console.log(JSON.stringify({ listening: true })));
