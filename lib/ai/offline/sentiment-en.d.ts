declare module 'sentiment/languages/en/index.js' {
  const en: { labels: Record<string, number> };
  export default en;
}
