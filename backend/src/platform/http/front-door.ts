import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Answers a request before Express and Nest see it: `false` (at once, or later) when it did not. */
export type FrontDoorAnswer = (req: IncomingMessage, res: ServerResponse) => false | Promise<boolean>;

/**
 * Puts answers in front of the server's request handler (Express, then Nest), for the few requests
 * that are asked often and need none of that pipeline: cached public reads, the health check.
 */
export function answerBeforeNest(server: Server, answers: FrontDoorAnswer[]) {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const pass = () => handlers.forEach((handle) => handle.call(server, req, res));
    for (const answer of answers) {
      const answered = answer(req, res);
      if (answered) return void answered.then((done) => done || pass(), pass);
    }
    pass();
  });
}
