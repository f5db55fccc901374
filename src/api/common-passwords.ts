import listUrl from '@contract/common-passwords.txt?url';
import { parseCommonPasswords } from '@contract/password-rules-values';

let list: Promise<ReadonlySet<string>> | null = null;

/**
 * The common passwords the server refuses (contract/common-passwords.txt), fetched as a hashed, cached file once a
 * form that sets a password opens: no page's code carries the list. Fetched once per visit; a failure is tried again
 * by the next form.
 */
export function fetchCommonPasswords(): Promise<ReadonlySet<string>> {
  list ??= fetch(listUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`common passwords: HTTP ${response.status}`);
      return response.text();
    })
    .then(parseCommonPasswords);
  list.catch(() => {
    list = null;
  });
  return list;
}
