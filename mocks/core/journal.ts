/**
 * Persistence of the mock's writes in a local folder (MOCK_DATA_DIR): an append-only journal, one JSON line per
 * request that wrote something, flushed to disk (fsync) before the answer goes out; and from time to time a
 * snapshot of every change since the seed, written to a temporary file, flushed and renamed over the previous one,
 * after which the journal starts again. Loading reads the snapshot and replays the journal; a torn last line (a
 * crash in the middle of a write) is ignored. The seed itself is never stored: it is generated again at start.
 */
import { closeSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Change, Db } from './db.ts';

/** Journal lines between two snapshots. */
const LINES_PER_SNAPSHOT = 500;
/** Format of the files; another version starts from the seed. */
const FORMAT = 1;

/** The files of one data folder. */
export interface Persistence {
  readonly dir: string;
  /** Reads the snapshot and the journal into the store; answers how many changes it applied. */
  load(db: Db): number;
  /** Appends one request's changes and waits for the disk. */
  append(changes: readonly Change[], db: Db): void;
  /** Writes a snapshot of every change and empties the journal. */
  snapshot(db: Db): void;
  /** Forgets every write (back to the seed). */
  clear(): void;
  /** Writes a last snapshot and releases the folder. */
  close(db: Db): void;
}

const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the folder's lock; false when another running server holds it. */
function lock(dir: string): boolean {
  const file = join(dir, 'lock');
  if (held.has(dir)) return false;
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid !== process.pid && alive(pid)) return false;
  }
  writeFileSync(file, String(process.pid));
  held.add(dir);
  return true;
}

function writeDurably(file: string, text: string): void {
  const temp = `${file}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  // The rename itself must reach the disk too.
  const dirFd = openSync(join(file, '..'), 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

/**
 * Opens the data folder of one scale (`<dir>/escala-<scale>`), or answers null when another running server
 * uses it (the mock then keeps its writes in memory and says so).
 */
export function openPersistence(root: string, scale: number): Persistence | null {
  const dir = join(root, `escala-${scale}`);
  mkdirSync(dir, { recursive: true });
  if (!lock(dir)) {
    console.warn(`[mocks] ${dir} está em uso por outro servidor: as alterações deste ficam só na memória.`);
    return null;
  }
  const snapshotFile = join(dir, 'snapshot.json');
  const journalFile = join(dir, 'journal.jsonl');
  let fd = openSync(journalFile, 'a');
  let lines = 0;

  const persistence: Persistence = {
    dir,
    load(db) {
      let applied = 0;
      if (existsSync(snapshotFile)) {
        const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as { format: number; scale: number; changes: Change[] };
        if (snapshot.format !== FORMAT || snapshot.scale !== scale) {
          console.warn(`[mocks] ${snapshotFile} é de outro formato: começando dos dados de demonstração.`);
          persistence.clear();
          return 0;
        }
        db.apply(snapshot.changes);
        applied += snapshot.changes.length;
      }
      const text = existsSync(journalFile) ? readFileSync(journalFile, 'utf8') : '';
      let good = 0;
      for (const line of text.split('\n')) {
        if (!line) continue;
        let changes: Change[];
        try {
          changes = JSON.parse(line) as Change[];
        } catch {
          // Only the last line can be torn (a crash while it was written); anything after it is not trusted.
          console.warn(`[mocks] ${journalFile}: última linha incompleta ignorada (${line.length} bytes).`);
          break;
        }
        db.apply(changes);
        applied += changes.length;
        good += Buffer.byteLength(line) + 1;
        lines += 1;
      }
      if (good < Buffer.byteLength(text)) ftruncateSync(fd, good);
      return applied;
    },
    append(changes, db) {
      if (!changes.length) return;
      writeSync(fd, `${JSON.stringify(changes)}\n`);
      fsyncSync(fd);
      lines += 1;
      if (lines >= LINES_PER_SNAPSHOT) persistence.snapshot(db);
    },
    snapshot(db) {
      const changes: Change[] = [];
      for (const [table, rows] of db.overlay) for (const [id, row] of rows) changes.push([table, id, row]);
      writeDurably(snapshotFile, JSON.stringify({ format: FORMAT, scale, savedAt: new Date().toISOString(), changes }));
      // A crash right here replays the journal over the new snapshot: the same records again, no harm done.
      ftruncateSync(fd, 0);
      fsyncSync(fd);
      lines = 0;
    },
    clear() {
      rmSync(snapshotFile, { force: true });
      ftruncateSync(fd, 0);
      fsyncSync(fd);
      lines = 0;
    },
    close(db) {
      if (lines > 0) persistence.snapshot(db);
      closeSync(fd);
      fd = -1;
      rmSync(join(dir, 'lock'), { force: true });
      held.delete(dir);
    },
  };
  return persistence;
}

/** Removes every stored write of a data folder (all scales); false when a running server holds one. */
export function clearDataDir(root: string): boolean {
  if (!existsSync(root)) return true;
  const locks = readdirSync(root).map((name) => join(root, name, 'lock')).filter((file) => existsSync(file));
  if (locks.some((file) => alive(Number(readFileSync(file, 'utf8'))))) return false;
  rmSync(root, { recursive: true, force: true });
  return true;
}
