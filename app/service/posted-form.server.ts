import { once } from "node:events";
import busboy from "busboy";
import { MAX_UPLOAD_BYTES } from "~/media/upload-rules";

/**
 * A visitor's after-sales form as posted, with its photos: multipart (a form
 * with a file field, JavaScript or not) or URL-encoded (no file chosen, a
 * script). Read as a stream with limits, so a huge body or file is stopped,
 * never buffered whole; anything else is an empty form (every field missing).
 */
export interface PostedForm {
  fields: Record<string, string>;
  /** The photos of `fileField`, each within MAX_UPLOAD_BYTES, in the order sent. */
  files: Buffer[];
  /** A photo over MAX_UPLOAD_BYTES was sent (it is not in `files`). */
  oversize: boolean;
  /** More photos than allowed were sent (the extra ones are not in `files`). */
  tooMany: boolean;
}

const FIELD_BYTES = 8 * 1024;
const FIELDS = 40;

const EMPTY: PostedForm = Object.freeze({
  fields: Object.freeze(Object.create(null)),
  files: [],
  oversize: false,
  tooMany: false,
});

/** The most a body may declare: every photo at its limit and the fields around them. */
export function maxBodyBytes(maxFiles: number): number {
  return maxFiles * (MAX_UPLOAD_BYTES + 4096) + FIELDS * FIELD_BYTES;
}

export async function readPostedForm(
  request: Request,
  options: { fileField: string; maxFiles: number },
): Promise<PostedForm> {
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    const text = await request.text().catch(() => "");
    if (text.length > FIELDS * FIELD_BYTES) return EMPTY;
    const fields: Record<string, string> = Object.create(null);
    for (const [k, v] of new URLSearchParams(text)) fields[k] ??= v;
    return { fields, files: [], oversize: false, tooMany: false };
  }
  if (!/^multipart\/form-data\b/i.test(type) || !request.body) return EMPTY;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      limits: {
        // busboy flags a file that *reaches* fileSize: one byte more means "over the limit".
        fileSize: MAX_UPLOAD_BYTES + 1,
        files: options.maxFiles + 1,
        fields: FIELDS,
        fieldSize: FIELD_BYTES,
        parts: FIELDS + options.maxFiles + 1,
      },
    });
  } catch {
    return EMPTY; // no boundary
  }
  const out: PostedForm = {
    fields: Object.create(null),
    files: [],
    oversize: false,
    tooMany: false,
  };
  parser.on("field", (name, value) => {
    out.fields[name] ??= value;
  });
  parser.on("file", (name, stream, info) => {
    stream.on("error", () => undefined);
    // A file input left empty still posts a part with no name and no bytes.
    if (name !== options.fileField || !info.filename) {
      stream.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let over = false;
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("limit", () => {
      over = true;
    });
    stream.on("end", () => {
      const file = Buffer.concat(chunks);
      if (over) out.oversize = true;
      else if (file.length === 0) return;
      else if (out.files.length >= options.maxFiles) out.tooMany = true;
      else out.files.push(file);
    });
  });
  parser.on("filesLimit", () => {
    out.tooMany = true;
  });
  const closed = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  closed.catch(() => undefined);
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!parser.write(value)) await Promise.race([once(parser, "drain"), closed]);
    }
    parser.end();
    await closed;
    return out;
  } catch {
    // A broken body or a client gone mid-post: nothing of it is used.
    await reader.cancel().catch(() => undefined);
    parser.destroy();
    return EMPTY;
  }
}
