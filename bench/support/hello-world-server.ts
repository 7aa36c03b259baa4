import { startChildServer, type ChildServer } from './child-server';

export function startHelloWorld(): Promise<ChildServer> {
  return startChildServer({ name: 'Fastify hello-world', script: 'bench/hello-world.ts', readyPath: '/' });
}

/** What the hello-world answers, checked on every response like Brigade's envelope. */
export function isHelloWorld(body: string): boolean {
  try {
    return (JSON.parse(body) as { hello?: unknown }).hello === 'world';
  } catch {
    return false;
  }
}
