// A built page as its content reads it, for the tests that look for an
// address in it: without its Content-Security-Policy, which names the origins
// a page may use (Firebase Storage among them, where the news come from
// Firestore) whether or not the page uses them.

const POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;

/** `html` without its Content-Security-Policy. */
export const withoutPolicy = (html: string) => html.replace(POLICY, '');
