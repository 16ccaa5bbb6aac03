import Link from 'next/link';

/** The line under an auth form that leads to its neighbour screen ("New here? Create an account"). */
export function FormFooterLink({ lead, href, children }: { lead?: string; href: string; children: string }) {
  return (
    <p className="text-center text-sm text-slate-600 dark:text-slate-400">
      {lead && `${lead} `}
      <Link href={href} className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
        {children}
      </Link>
    </p>
  );
}
