// `npm start`: the server with the product's modules (start.ts).
import { startServer } from './start';

startServer().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
