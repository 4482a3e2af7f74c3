// The reference the HTTP benchmarks measure the app against: the smallest JSON answer Node itself can give.
import http from 'node:http';

/** Listens on a free port; answers every request with a fixed JSON body. */
export async function startBareServer() {
  const body = JSON.stringify({ status: 'ok', name: 'Izlazak' });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}
