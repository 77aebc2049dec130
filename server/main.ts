// `npm start`: one process serving dist/ and the online rooms at http://localhost:4173/
// (PORT picks another). See docs/online.md for several processes behind one Redis.
import { makeServer } from './app';
import { serverPort } from './config';

const port = serverPort();
const server = await makeServer({
  staticDir: process.env.STATIC_DIR ?? 'dist',
  redisUrl: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
});
await server.listen(port);
console.log(`Panda Board Games: http://localhost:${port}/ (online rooms at the same origin)`);
