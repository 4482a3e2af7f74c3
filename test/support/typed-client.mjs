// Generates a typed client's types from an OpenAPI document (read from stdin) with
// openapi-typescript, as `npx openapi-typescript openapi.json -o <file>` does, and writes them to
// the file named by the first argument. A separate process: openapi-typescript is an ES module.
import fs from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const ast = await openapiTS(JSON.parse(Buffer.concat(chunks).toString('utf8')));
fs.writeFileSync(process.argv[2], astToString(ast));
