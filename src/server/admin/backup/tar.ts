import { open, type FileHandle } from 'node:fs/promises';

/**
 * The plain POSIX tar (ustar) the backup is written in: any `tar` reads it (`tar -tvf` lists a
 * backup). Only what a backup needs: regular files, names under 100 bytes, sizes under 8 GiB.
 */
const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, modifiedAt: Date): Buffer {
  if (Buffer.byteLength(name) >= 100) throw new Error(`tar: name too long: ${name}`);
  if (size > MAX_SIZE) throw new Error(`tar: ${name} is over 8 GiB`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 'utf8');
  block.write(octal(0o600, 8), 100, 'latin1');
  block.write(octal(0, 8), 108, 'latin1');
  block.write(octal(0, 8), 116, 'latin1');
  block.write(octal(size, 12), 124, 'latin1');
  block.write(octal(Math.floor(modifiedAt.getTime() / 1000), 12), 136, 'latin1');
  block.write('        ', 148, 'latin1');
  block.write('0', 156, 'latin1');
  block.write('ustar\u000000', 257, 'latin1');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return block;
}

/** Appends tar entries to an open file, one after another; `end` writes the closing blocks. */
export class TarWriter {
  private position = 0;

  constructor(private readonly out: FileHandle) {}

  private async write(bytes: Uint8Array): Promise<void> {
    await this.out.write(bytes, 0, bytes.length, this.position);
    this.position += bytes.length;
  }

  /**
   * The whole of the file at `path` as it is when opened (a file deleted meanwhile is still read
   * whole); its size, or null when there is no such file (nothing is written then).
   */
  async addFile(name: string, path: string, modifiedAt: Date): Promise<number | null> {
    const source = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!source) return null;
    try {
      const { size } = await source.stat();
      await this.write(header(name, size, modifiedAt));
      let written = 0;
      if (size > 0) {
        for await (const chunk of source.createReadStream({ start: 0, end: size - 1, autoClose: false }) as AsyncIterable<Buffer>) {
          await this.write(chunk);
          written += chunk.length;
        }
      }
      if (written !== size) throw new Error(`tar: ${name} changed while it was read`);
      await this.write(Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK));
      return size;
    } finally {
      await source.close();
    }
  }

  async addBytes(name: string, bytes: Uint8Array, modifiedAt: Date): Promise<void> {
    await this.write(header(name, bytes.length, modifiedAt));
    await this.write(bytes);
    await this.write(Buffer.alloc((BLOCK - (bytes.length % BLOCK)) % BLOCK));
  }

  async end(): Promise<void> {
    await this.write(Buffer.alloc(2 * BLOCK));
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the archive. */
  offset: number;
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** The entries of a tar file in order; throws on anything that is not a plain ustar file entry. */
export async function* tarEntries(archive: FileHandle): AsyncGenerator<TarEntry> {
  const { size: total } = await archive.stat();
  const block = Buffer.alloc(BLOCK);
  let position = 0;
  while (position + BLOCK <= total) {
    const { bytesRead } = await archive.read(block, 0, BLOCK, position);
    if (bytesRead < BLOCK) break;
    if (block.every((byte) => byte === 0)) return;
    let sum = 0;
    block.forEach((byte, index) => { sum += index >= 148 && index < 156 ? 32 : byte; });
    if (Number.parseInt(field(block, 148, 8).trim(), 8) !== sum) throw new Error('not a backup file (tar checksum does not match)');
    const type = String.fromCharCode(block[156]!);
    if (type !== '0' && type !== '\0') throw new Error(`unexpected entry type "${type}" in backup`);
    const size = Number.parseInt(field(block, 124, 12).trim() || '0', 8);
    const name = field(block, 0, 100);
    const offset = position + BLOCK;
    if (!Number.isSafeInteger(size) || offset + size > total) throw new Error(`backup is cut short (entry ${name})`);
    yield { name, size, offset };
    position = offset + size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
  throw new Error('backup is cut short (no end of archive)');
}
