#!/usr/bin/env node
// `npx bazaar <command>`: runs the platform's CLI (src/cli.ts) through tsx — the package ships TypeScript source.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli.ts');
runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
