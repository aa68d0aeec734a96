/**
 * A minimal XMLHttpRequest double for the upload-progress tests (xhr-fetch.test.ts, transport.test.ts): records what
 * was sent, then plays two progress events and the next reply. Not part of the shipped client.
 */
export interface FakeReply {
  status: number;
  body: string;
  headers: string;
}

export class FakeXhr {
  /** Every request made, oldest first. */
  static made: FakeXhr[] = [];
  /** Replies in turn; the last one repeats. */
  static replies: FakeReply[] = [{ status: 200, body: '{}', headers: '' }];
  static fail = false;
  static reset() {
    FakeXhr.made = [];
    FakeXhr.replies = [{ status: 200, body: '{}', headers: '' }];
    FakeXhr.fail = false;
  }
  static get last(): FakeXhr | undefined {
    return FakeXhr.made.at(-1);
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: Blob | null = null;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  private reply: FakeReply;
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    this.reply = FakeXhr.replies[Math.min(FakeXhr.made.length, FakeXhr.replies.length - 1)] ?? {
      status: 200,
      body: '{}',
      headers: '',
    };
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.reply.headers;
  }
  abort() {
    this.onabort?.();
  }
  send(body: Blob | null) {
    this.sent = body;
    queueMicrotask(() => {
      if (FakeXhr.fail) return this.onerror?.();
      const total = body?.size ?? 0;
      this.upload.onprogress?.({ loaded: Math.floor(total / 2), total, lengthComputable: true });
      this.upload.onprogress?.({ loaded: total, total, lengthComputable: true });
      this.status = this.reply.status;
      this.response = new Blob([this.reply.body]);
      this.onload?.();
    });
  }
}

export const Xhr = FakeXhr as unknown as new () => XMLHttpRequest;
