// Reading request bodies the way Discord accepts them: JSON, or multipart with payload_json + files[n].
import type { IncomingMessage } from 'node:http';

export interface UploadedFile {
  /** The n of the files[n] form field: attachments[].id in payload_json refers to it. */
  index: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

export interface ParsedBody {
  /** As the client sent it: each route checks what it reads. */
  json: unknown;
  files: UploadedFile[];
}

export class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_REQUEST_BYTES = 100 * 1024 * 1024;

export async function readRawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) throw new BodyError(413, 40005, 'Request entity too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function parseBody(req: IncomingMessage, raw: Buffer): Promise<ParsedBody> {
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0) return { json: undefined, files: [] };
  if (type.startsWith('multipart/form-data')) return parseMultipart(type, raw);
  try {
    return { json: JSON.parse(raw.toString('utf8')), files: [] };
  } catch {
    throw new BodyError(400, 50109, 'The request body contains invalid JSON.');
  }
}

/** Node's fetch Response parses multipart form data for us (undici), no hand-rolled parser. */
async function parseMultipart(contentType: string, raw: Buffer): Promise<ParsedBody> {
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new BodyError(400, 50035, 'Invalid Form Body');
  }
  let json: unknown = {};
  const files: UploadedFile[] = [];
  for (const [name, value] of form.entries()) {
    if (name === 'payload_json' && typeof value === 'string') {
      try {
        json = JSON.parse(value);
      } catch {
        throw new BodyError(400, 50109, 'The request body contains invalid JSON.');
      }
      continue;
    }
    if (typeof value === 'string') continue;
    const match = /^files\[(\d+)\]$/.exec(name) ?? /^file(\d*)$/.exec(name);
    if (!match) continue;
    files.push({
      index: match[1] || '0',
      filename: value.name,
      contentType: value.type || undefined,
      data: Buffer.from(await value.arrayBuffer()),
    });
  }
  return { json, files };
}
