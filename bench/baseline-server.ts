import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify server on the same machine answering the same JSON from memory. Each scenario's
 * throughput is reported as a ratio to it, so the figure holds on a noisy machine.
 */
const body = JSON.parse(process.env.BASELINE_BODY ?? '[]');
const app = Fastify({ logger: false });
app.get('/*', async () => body);
app.post('/*', async (_request, reply) => reply.status(201).send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
