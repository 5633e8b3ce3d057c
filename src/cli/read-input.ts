// Reading a command's input file: its text, or null after saying on stderr why it cannot be read
// (the caller exits with 2, as for wrong options).
import { readFile } from 'node:fs/promises';

export async function readInputFile(command: string, path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      `azul ${command}: cannot read ${path}${code === 'ENOENT' ? ': no such file' : `: ${(error as Error).message}`}`,
    );
    return null;
  }
}
