// Discord's form errors (HTTP 400, code 50035 "Invalid Form Body"): a nested `errors`
// object whose leaves are { _errors: [{ code, message }] }, collected while a body is checked.

export interface FormError {
  code: string;
  message: string;
}

/** One level of the tree: the errors of this field (`_errors`), and the fields under it by name or index. */
export interface FormErrors {
  [field: string]: FormErrors | FormError[] | undefined;
  _errors?: FormError[];
}

export type FormPath = Array<string | number>;

export class ErrorCollector {
  readonly errors: FormErrors = {};
  count = 0;

  add(path: FormPath, code: string, message: string): void {
    let node = this.errors;
    for (const key of path) {
      const next = node[String(key)];
      node = next && !Array.isArray(next) ? next : (node[String(key)] = {});
    }
    (node._errors ??= []).push({ code, message });
    this.count++;
  }

  /** A string field of `min`..`max` characters (absent: an error only when `min` > 0). */
  length(path: FormPath, value: unknown, min: number, max: number): void {
    if (typeof value !== 'string') {
      if (min > 0) this.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');
      return;
    }
    if (value.length < min || value.length > max) {
      const message = min <= 0 ? `Must be ${max} or fewer in length.` : `Must be between ${min} and ${max} in length.`;
      this.add(path, min <= 0 ? 'BASE_TYPE_MAX_LENGTH' : 'BASE_TYPE_BAD_LENGTH', message);
    }
  }

  /** A list of `min`..`max` items; returns whether it is a list at all. */
  list(path: FormPath, value: unknown, min: number, max: number): value is unknown[] {
    if (!Array.isArray(value)) {
      this.add(
        path,
        min > 0 ? 'BASE_TYPE_REQUIRED' : 'BASE_TYPE_LIST',
        min > 0 ? 'This field is required' : 'Must be a list.',
      );
      return false;
    }
    if (value.length < min || value.length > max)
      this.add(path, 'BASE_TYPE_BAD_LENGTH', `Must be between ${min} and ${max} in length.`);
    return true;
  }
}
