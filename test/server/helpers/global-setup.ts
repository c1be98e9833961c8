import type { TestProject } from 'vitest/node';
import { createTemplates, dropTemplates } from './database-templates';
import { POSTGRES_ADMIN_URL } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string | undefined;
  }
}

/** Once per run: the migrated templates every test file's database is copied from. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await createTemplates(POSTGRES_ADMIN_URL, '.tmp/test-db');
  project.provide('pgliteTemplateFile', templates.pgliteDumpFile);
  project.provide('postgresTemplate', templates.postgresTemplate);
  return () => dropTemplates(POSTGRES_ADMIN_URL, templates);
}
