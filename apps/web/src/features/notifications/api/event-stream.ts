/** One server-sent event: its name (`message` when the server gave none) and its data lines joined. */
export interface StreamEvent {
  event: string;
  data: string;
}

/** Parses one event block (the lines between blank lines); comments (`: ping`) give nothing. */
function parseBlock(block: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/**
 * Reads a `text/event-stream` body as the browser's EventSource would, but from a fetch (which
 * carries the bearer token like every call): resolves when the body ends, rejects when it breaks.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const parsed = parseBlock(block);
      if (parsed) onEvent(parsed);
    }
  }
}
