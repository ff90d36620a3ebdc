// A loopback HTTP proxy in front of the rig's git remote that can hold every request for a while or
// answer the next few with 502: a slow or flaky GitHub, for timeouts and retries. The rig's git server
// itself stays untouched.
import { request, type IncomingMessage, type ServerResponse } from "node:http";
import { listen, sleep } from "../../support/http";

export interface SlowProxy {
  /** Use in place of the git server's URL (GITHUB_SERVER_URL). */
  url: string;
  /** Added before each request is forwarded; change it at any time. */
  delayMs: number;
  /** The next this-many requests get a 502 without reaching the remote. */
  failNext: number;
  /** Runs before each request is forwarded (e.g. to move a branch just before a push arrives). */
  beforeForward: ((request: { method: string; path: string }) => Promise<void>) | undefined;
  readonly requests: Array<{ method: string; path: string; status: number }>;
  close(): Promise<void>;
}

export async function startSlowProxy(target: string, options: { delayMs?: number } = {}): Promise<SlowProxy> {
  const upstream = new URL(target);
  const proxy: SlowProxy = {
    url: "",
    delayMs: options.delayMs ?? 0,
    failNext: 0,
    beforeForward: undefined,
    requests: [],
    close: () => Promise.resolve(),
  };
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const entry = { method: req.method ?? "GET", path: req.url ?? "/", status: 0 };
    proxy.requests.push(entry);
    await sleep(proxy.delayMs);
    await proxy.beforeForward?.(entry);
    if (proxy.failNext > 0) {
      proxy.failNext--;
      entry.status = 502;
      req.resume();
      res.writeHead(502, { "content-type": "text/plain" });
      res.end("bad gateway\n");
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const forward = request(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          entry.status = answer.statusCode ?? 0;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on("end", resolve);
          answer.on("error", reject);
        },
      );
      forward.on("error", reject);
      req.pipe(forward);
    });
  }
  const listening = await listen(handle, () => undefined);
  proxy.url = listening.url;
  proxy.close = async () => {
    listening.server.closeAllConnections();
    await listening.close();
  };
  return proxy;
}
