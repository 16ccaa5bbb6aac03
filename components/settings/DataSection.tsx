'use client';
import { Download, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useExportData, useImportData } from '@/lib/client-api/account';
import { messageOf } from '@/lib/client-api/http';
import { toast } from '@/lib/client/toast';

export function DataSection() {
  const exportData = useExportData();
  const importData = useImportData();
  const fileRef = useRef<HTMLInputElement>(null);
  const exporting = exportData.isPending ? exportData.variables : null;
  const importing = importData.isPending;

  async function download(format: 'json' | 'csv') {
    try {
      const name = await exportData.mutateAsync(format);
      toast.success(`Downloaded ${name}`);
    } catch (e) {
      toast.error(messageOf(e, 'Export failed. Please try again.'));
    }
  }

  async function importSelected(file: File | undefined) {
    if (!file) return;
    try {
      const res = await importData.mutateAsync(file);
      toast.success(res.message);
    } catch (e) {
      toast.error(messageOf(e, 'Import failed. Nothing was imported.'));
    } finally {
      // The same file can be chosen again.
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  return (
    <section className="card" aria-labelledby="data-heading">
      <h2 id="data-heading" className="mb-1 text-lg font-semibold">
        Your data
      </h2>
      <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">
        Download everything you wrote, or bring in a journal from another MoodJournal or from Daylio (CSV export).
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => download('json')} disabled={exporting !== null}>
          <Download className="h-4 w-4" aria-hidden />
          {exporting === 'json' ? 'Preparing...' : 'Export JSON'}
        </button>
        <button type="button" className="btn-secondary" onClick={() => download('csv')} disabled={exporting !== null}>
          <Download className="h-4 w-4" aria-hidden />
          {exporting === 'csv' ? 'Preparing...' : 'Export CSV'}
        </button>
        {/* The file input is visually hidden, so its label shows the keyboard focus ring. */}
        <label
          className={`btn-secondary cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${importing ? 'pointer-events-none opacity-50' : ''}`}
        >
          <Upload className="h-4 w-4" aria-hidden />
          {importing ? 'Importing...' : 'Import file'}
          <input
            ref={fileRef}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            className="sr-only"
            onChange={(e) => importSelected(e.target.files?.[0])}
            disabled={importing}
            aria-label="Import a MoodJournal JSON export or a Daylio CSV"
          />
        </label>
      </div>
    </section>
  );
}
