import { once } from "node:events";
import { finished } from "node:stream/promises";
import type { Writable } from "node:stream";

/**
 * Bytes on their way into a Storage write stream, with backpressure: `write` hands a chunk over at once (fflate calls
 * back synchronously), and the producer awaits `ready()` before making more, so at most the stream's buffer plus one
 * chunk is held in memory whatever the file's size.
 */
export class FileSink {
  private draining: Promise<void> | null = null;
  private failure: unknown = null;
  bytes = 0;

  constructor(private readonly out: Writable) {
    out.on("error", (error) => {
      this.failure ??= error;
    });
  }

  write(chunk: Uint8Array): void {
    this.bytes += chunk.length;
    if (!this.out.write(chunk) && !this.draining) {
      this.draining = once(this.out, "drain").then(() => {
        this.draining = null;
      });
    }
  }

  /** Resolves once the stream takes more; throws the stream's error, if it failed. */
  async ready(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.draining) await this.draining;
    if (this.failure) throw this.failure;
  }

  /** Ends the file and waits until Storage has all of it. */
  async close(): Promise<void> {
    this.out.end();
    await finished(this.out);
  }

  /** Gives the file up (a failed export): the upload is abandoned, and nothing is kept. */
  abort(): void {
    this.out.destroy();
  }
}
