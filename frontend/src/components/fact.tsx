import type { HTMLAttributes, ReactNode } from 'react';

/** One term and its value in a description list (`<dl>`); the rest of the props go on the value. */
export function Fact({ term, children, ...value }: { term: ReactNode; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <div>
      <dt>{term}</dt>
      <dd {...value}>{children}</dd>
    </div>
  );
}
