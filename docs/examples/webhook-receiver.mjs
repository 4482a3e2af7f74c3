// A webhook receiver for Izlazak that verifies every delivery with the Standard Webhooks library.
//   npm install standardwebhooks
//   WEBHOOK_SECRET=whsec_... PORT=8080 node webhook-receiver.mjs
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.WEBHOOK_SECRET);
const seen = new Set(); // webhook-ids already handled: a delivery may come more than once

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks).toString('utf8'); // verify the bytes as received, before parsing
    let event;
    try {
      // Checks webhook-signature (any of its v1 entries) and refuses a webhook-timestamp more than 5 minutes off.
      event = webhook.verify(rawBody, req.headers);
    } catch {
      res.writeHead(400).end('bad signature');
      return;
    }
    if (!seen.has(req.headers['webhook-id'])) {
      seen.add(req.headers['webhook-id']);
      console.log(JSON.stringify({ verified: event.id, type: event.type, position: event.position }));
    }
    res.writeHead(200).end('ok');
  });
}).listen(Number(process.env.PORT ?? 8080), '127.0.0.1', () => console.log(JSON.stringify({ listening: true })));
