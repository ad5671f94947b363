import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { rootCertificates } from 'node:tls';
import type * as Undici from 'undici';
import type { Agent, buildConnector, Dispatcher } from 'undici';
import { Allowlist, refusalReason } from './address-policy.js';

/** A request the guard would not let leave: the address, scheme or name is not allowed. */
export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError';
  readonly code = 'OUTBOUND_REFUSED';
}

export interface OutboundClientOptions {
  /** Operator exceptions: IP addresses, CIDR ranges and host names (GROVE_OUTBOUND_ALLOW). */
  allow?: readonly string[];
  /** Schemes that may be connected to; redirects are held to them too. */
  protocols?: readonly ('https:' | 'http:')[];
  /**
   * Redirects to follow (0: none; a 3xx is then the answer). Every hop connects through the same guard, so a
   * redirect to a refused address is refused like a first request would be.
   */
  maxRedirects?: number;
  /**
   * An extra trusted CA certificate (PEM), on top of Node's roots. Operators use NODE_EXTRA_CA_CERTS instead,
   * which Node adds to the roots of every TLS connection; this is for callers inside one process (tests).
   */
  ca?: string;
  connectTimeoutMs?: number;
}

export interface OutboundRequest {
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: string | Buffer;
  timeoutMs: number;
  /** Ends the request early (e.g. on shutdown); the timeout applies as well. */
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  durationMs: number;
}

interface Transport {
  agent: Agent;
  dispatcher: Dispatcher;
  request: typeof Undici.request;
}

/** How much of a response body is read (and thrown away) so the connection can be reused. */
const DRAIN_LIMIT = 64 * 1024;

/**
 * The one way Grove makes outbound HTTP requests (webhooks, and later imports): an undici agent whose connector
 * resolves the host itself, refuses loopback, private, link-local, metadata, unspecified, multicast and
 * reserved addresses unless the operator's allowlist names them, and then connects to exactly the address it
 * checked (the pinned address, so a second DNS answer cannot slip another address in between check and
 * connect). A name that resolves to several addresses is refused if any of them is refused: a receiver that
 * is half internal is not a public receiver.
 */
export class OutboundClient {
  readonly #allow: Allowlist;
  readonly #protocols: readonly string[];
  readonly #options: OutboundClientOptions;
  /** undici, loaded at the first request: most servers never send one, and loading it is a part of every start. */
  #transport: Promise<Transport> | null = null;

  constructor(options: OutboundClientOptions = {}) {
    this.#allow = new Allowlist(options.allow ?? []);
    this.#protocols = options.protocols ?? ['https:'];
    this.#options = options;
  }

  #load(): Promise<Transport> {
    this.#transport ??= import('undici').then((undici) => this.#build(undici));
    return this.#transport;
  }

  #build(undici: typeof Undici): Transport {
    const options = this.#options;
    const tcp = undici.buildConnector({
      timeout: options.connectTimeoutMs ?? 10_000,
      ...(options.ca ? { ca: [...rootCertificates, options.ca] } : {}),
    });
    const connect: buildConnector.connector = (target, callback) => {
      this.#pin(target.protocol, target.hostname).then(
        (address) => {
          const servername = target.servername ?? (isIP(target.hostname) ? undefined : target.hostname);
          tcp({ ...target, hostname: address, ...(servername ? { servername } : {}) }, (error, socket) => {
            if (error || !socket) return callback(error ?? new Error('connection failed'), null);
            // The kernel connected where we asked; checked once more on the socket itself, so no future
            // change to the connector can bypass the policy.
            const remote = socket.remoteAddress ?? '';
            if (!this.#allowed(target.hostname, remote)) {
              socket.destroy();
              return callback(new OutboundRefusedError(`connected to ${remote}, which is not allowed`), null);
            }
            callback(null, socket);
          });
        },
        (error: unknown) => callback(error as Error, null),
      );
    };
    const agent = new undici.Agent({ connect, connections: 8 });
    const redirects = options.maxRedirects ?? 0;
    const dispatcher = redirects > 0 ? agent.compose(undici.interceptors.redirect({ maxRedirections: redirects })) : agent;
    return { agent, dispatcher, request: undici.request };
  }

  /**
   * Whether a URL is refused without asking DNS: a scheme this client does not use, or an IP address that is
   * not allowed. For validating configuration early; a host name is only judged when it is connected to.
   */
  refusalOf(url: URL): string | null {
    if (!this.#protocols.includes(url.protocol)) return `the scheme must be ${this.#protocols.map((p) => p.slice(0, -1)).join(' or ')}`;
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) === 0) return null;
    const reason = refusalReason(host);
    return reason && !this.#allow.allowsAddress(host) ? `${host} is a ${reason} address` : null;
  }

  async send(url: string, req: OutboundRequest): Promise<OutboundResponse> {
    const { dispatcher, request } = await this.#load();
    const started = performance.now();
    const response = await request(url, {
      dispatcher,
      method: req.method,
      headers: req.headers,
      body: req.body ?? null,
      signal: req.signal ? AbortSignal.any([AbortSignal.timeout(req.timeoutMs), req.signal]) : AbortSignal.timeout(req.timeoutMs),
      headersTimeout: req.timeoutMs,
      bodyTimeout: req.timeoutMs,
    });
    await response.body.dump({ limit: DRAIN_LIMIT }).catch(() => {});
    return { status: response.statusCode, durationMs: Math.round(performance.now() - started) };
  }

  async close(): Promise<void> {
    if (this.#transport) await (await this.#transport).agent.close();
  }

  /** Resolves the host (once) and returns the address to connect to, or throws why none may be. */
  async #pin(protocol: string, hostname: string): Promise<string> {
    if (!this.#protocols.includes(protocol)) throw new OutboundRefusedError(`${protocol.slice(0, -1)} URLs are not allowed`);
    const host = hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: string[];
    if (isIP(host) !== 0) addresses = [host];
    else {
      try {
        addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
      } catch (error) {
        throw new Error(`could not resolve ${host} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
      }
    }
    if (addresses.length === 0) throw new Error(`could not resolve ${host}`);
    for (const address of addresses) {
      if (!this.#allowed(host, address)) {
        const via = address === host ? '' : `${host} resolves to `;
        throw new OutboundRefusedError(`refused: ${via}${address}, a ${refusalReason(address)} address`);
      }
    }
    return addresses[0]!;
  }

  #allowed(hostname: string, address: string): boolean {
    return refusalReason(address) === null || this.#allow.allowsName(hostname) || this.#allow.allowsAddress(address);
  }
}
