/**
 * How a search compares text: each character by its own lower case (Unicode's simple mapping, one
 * character for one), as PostgreSQL's lower() does in a UTF-8 database. JavaScript's toLowerCase()
 * alone turns 'İ' (Turkish dotted capital I) into two characters, 'i' and a combining dot, so that
 * "istanbul" would not find "İstanbul"; per character it is 'i'. Both databases search with this
 * fold (SQLite calls it as `fold_case`, PostgreSQL's lower() agrees), and so does the typed query.
 */
export function foldCase(text: string): string {
  let folded = '';
  for (const char of text) {
    // Only 'İ' lowers to more than one character: its simple mapping is the first of them.
    const [first = char] = char.toLowerCase();
    folded += first;
  }
  return folded;
}
