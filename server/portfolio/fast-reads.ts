import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { AppContext } from '../app-context';
import { bearerToken } from '../auth/require-user';
import { verifiedAccessClaims } from '../auth/tokens';
import { keptOwnHouseholdRead } from '../household/access';
import { clientIpFrom } from '../http/client-ip';
import { completeHeaders } from '../http/complete-response';
import { requestIdFrom } from '../http/request-id';
import { isApiPath, logRequestLine } from '../http/request-log';
import { SHARED_JSON_HEADERS, sharedBody } from '../http/shared-json';
import { cameOverTls, standardHeaderSet } from '../http/standard-headers';
import { keptLedger } from './ledger-store';
import { portfolioHoldings, portfolioValue, type PortfolioOwner } from './portfolio-queries';
import { holdingsRoute, valueRoute } from './route-definitions';
import { PORTFOLIO_ACCESS } from './routes';

/**
 * The dashboard's two polled reads answered from a plain `node:http` listener ahead of the Hono app (ADR 031,
 * docs/capacity.md): `GET /api/portfolios/value/` and `GET /api/portfolios/holdings/`, with no query, when this
 * process already holds everything the answer needs: the token verified before, the user check's row kept and
 * letting the request through, and the household's replayed ledger at its current revision.
 *
 * It answers only what the app would answer with the same bytes, through the same functions: the token's claims
 * (tokens.ts), the kept row and its refusals (require-user.ts, household/access.ts), the answer and its body
 * (portfolio-queries.ts, shared-json.ts), the headers (complete-response.ts, standard-headers.ts, in the order the
 * app sends them) and the log line (request-log.ts). Anything else returns false before a byte is written, and the
 * app answers: another method or path, a query string, HTTP/1.0, a header it does not read the app's way (a
 * duplicate, a body, a conditional or range request), no or an unknown token, a row not kept or a refusal, a
 * ledger not kept, CORS configured, a draining process, or a failure while computing the answer.
 */
export type FastRead = (req: IncomingMessage, res: ServerResponse) => false | Promise<boolean>;

type Read = (ctx: AppContext, owner: PortfolioOwner) => Promise<object>;

const READS = new Map<string, Read>([
  [valueRoute.path, portfolioValue],
  [holdingsRoute.path, portfolioHoldings],
]);

/** @hono/node-server's check of a Host header it takes as it is; any other Host is left to it. */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/** The request headers the answer depends on, each sent at most once. */
interface Received {
  host?: string;
  authorization?: string;
  requestId?: string;
  forwardedProto?: string;
  forwardedFor?: string;
}

const READ: Record<string, keyof Received> = {
  host: 'host',
  authorization: 'authorization',
  'x-request-id': 'requestId',
  'x-forwarded-proto': 'forwardedProto',
  'x-forwarded-for': 'forwardedFor',
};

/**
 * The headers read, from the raw list: undefined when one of them comes twice (Node keeps the first of some, the
 * app's Headers joins them), or the request has a body or asks conditionally or for a range.
 */
function receivedHeaders(raw: readonly string[]): Received | undefined {
  const received: Received = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const field = READ[name];
    if (field !== undefined) {
      if (received[field] !== undefined) return undefined;
      received[field] = raw[i + 1]!;
    } else if (
      name === 'content-length' ||
      name === 'transfer-encoding' ||
      name === 'range' ||
      name.startsWith('if-')
    )
      return undefined;
  }
  return received;
}

/** Where the request id goes in a header block. */
const ID_MARK = '\u0000';

/**
 * The headers of a shared JSON answer to the API, as a flat name/value list in the order the app sends them, built
 * once by the app's own functions with a mark where each request's id goes.
 */
function headerBlock(https: boolean): { block: readonly string[]; idAt: number } {
  const headers = completeHeaders(standardHeaderSet(ID_MARK, https, true), SHARED_JSON_HEADERS);
  const block: string[] = [];
  let idAt = -1;
  for (const name in headers) {
    if (headers[name] === ID_MARK) idAt = block.length + 1;
    block.push(name, headers[name]!);
  }
  return { block, idAt };
}

interface NodeResponse {
  _contentLength: number | null;
  _hasBody: boolean;
  _removedContLen: boolean;
}

/**
 * @hono/node-server's trySetContentLength, which the app's answers go through: when Node will write the
 * Content-Length itself (after its own headers), it is left to Node, as there. False when it would not.
 */
function nodeWritesLength(res: ServerResponse): boolean {
  const http1 = res as ServerResponse & NodeResponse;
  return (
    http1._contentLength === null &&
    http1._hasBody &&
    http1.useChunkedEncodingByDefault &&
    !http1._removedContLen &&
    !res.hasHeader('content-length') &&
    !res.hasHeader('transfer-encoding') &&
    !res.hasHeader('trailer')
  );
}

export function fastPortfolioReads(ctx: AppContext): FastRead {
  for (const path of READS.keys()) if (!isApiPath(path)) throw new Error(`${path} is not an API path`);
  const blocks = { plain: headerBlock(false), tls: headerBlock(true) };
  return (req, res) => {
    const started = performance.now();
    if (req.method !== 'GET' || req.httpVersion !== '1.1' || ctx.draining?.()) return false;
    const path = req.url!;
    const read = READS.get(path);
    if (read === undefined) return false;
    const got = receivedHeaders(req.rawHeaders);
    if (got?.host === undefined || got.authorization === undefined || !PLAIN_HOST.test(got.host))
      return false;
    const token = bearerToken(got.authorization);
    if (typeof token !== 'string') return false;
    const claims = verifiedAccessClaims(ctx, token);
    if (claims === undefined) return false;
    const access = keptOwnHouseholdRead(ctx, PORTFOLIO_ACCESS, claims);
    if (access === undefined) return false;
    const owner: PortfolioOwner = { userId: access.household.ownerId, revision: access.revision };
    if (keptLedger(ctx.pool, owner.userId, access.revision) === undefined || !nodeWritesLength(res))
      return false;

    const requestId = requestIdFrom(got.requestId);
    const https = cameOverTls(
      ctx.config,
      (req.socket as TLSSocket).encrypted === true,
      ctx.config.trustProxy ? got.forwardedProto : undefined,
    );
    return read(ctx, owner).then(
      (answer) => {
        const body = sharedBody(answer);
        const { block, idAt } = https ? blocks.tls : blocks.plain;
        const headers = block.slice();
        headers[idAt] = requestId;
        logRequestLine(ctx.log, {
          requestId,
          method: 'GET',
          path,
          status: 200,
          started,
          ip: () => clientIpFrom(ctx.config, got.forwardedFor, () => req.socket.remoteAddress),
          userId: claims.user_id,
        });
        (res as ServerResponse & NodeResponse)._contentLength =
          typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
        res.writeHead(200, headers);
        res.end(body);
        return true;
      },
      // Nothing was written: the app answers, as it would have (a database that went away, say).
      () => false,
    );
  };
}
