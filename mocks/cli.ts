/**
 * `npm run mock:reset`: forgets every write the mock API stored (MOCK_DATA_DIR, default .mock-data), so the next
 * start serves the demonstration data again. `npm run mock:keys`: writes the endpoint → key table (mocks/CHAVES.md).
 */
import { writeFileSync } from 'node:fs';
import { createMockApi, optionsFromEnv } from './api.ts';
import { keyTableMarkdown } from './core/access.ts';
import { clearDataDir } from './core/journal.ts';

if (process.argv[2] === 'chaves') {
  writeFileSync(new URL('CHAVES.md', import.meta.url), keyTableMarkdown(createMockApi({ dataDir: null }).router.routes));
  console.log('mocks/CHAVES.md atualizado.');
} else {
  const dir = optionsFromEnv().dataDir;
  if (!dir) console.log('MOCK_DATA_DIR vazio: não há dados gravados.');
  else if (!clearDataDir(dir)) {
    console.error(`${dir} está em uso por um servidor em execução: pare-o (ou chame POST /__mock/reset) e rode de novo.`);
    process.exitCode = 1;
  } else console.log(`Dados de demonstração restaurados (${dir} apagado).`);
}
