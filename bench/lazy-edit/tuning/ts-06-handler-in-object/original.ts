export const handlers: Record<string, (req: Req) => Res> = {
  ping: () => ({ status: 200, body: 'pong' }),
  echo: (req) => ({ status: 200, body: req.body }),
  fail: () => ({ status: 500, body: 'boom' }),
};
