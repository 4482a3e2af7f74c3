// The reference the HTTP benchmarks measure the app against: the smallest JSON answer Node itself can give.
import http from 'node:http';

/** Listens on a free port; answers every request with a fixed JSON body. */
async function startBareServer() {
  const body = JSON.stringify({ status: 'ok', name: 'Izlazak' });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** `measure(url)` run against a bare server started for it, and stopped after. */
export async function againstBareServer(measure) {
  const bare = await startBareServer();
  try {
    return await measure(bare.url);
  } finally {
    await bare.close();
  }
}
