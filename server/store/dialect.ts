/** The two databases the lead store runs on. */
export type Dialect = 'sqlite' | 'postgres'
