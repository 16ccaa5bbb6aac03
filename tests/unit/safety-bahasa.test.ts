import { describe, expect, it } from 'vitest';
import { detectCrisisSync } from '@/lib/safety/detect';
import { atLeast, type CrisisLevel } from '@/lib/safety/levels';
import { normalize } from '@/lib/safety/normalize';

// Indonesian / Malay (lib/safety/normalize-bahasa.ts): the risk phrases are read, and the same words
// in ordinary entries are not. Tagalog and romanised Hindi are tested in safety-detector.test.ts.
describe('Indonesian and Malay', () => {
  it.each([
    ['capek. pengen tidur aja terus gak usah bangun lagi', 'concern'],
    ['aku pengen bunuh diri aja, gak ada jalan keluar', 'high'],
    ['tiap malem kepikiran mati, beneran pengen ngakhirin hidup', 'high'],
    ['obat tidur dari dokter aku kumpulin, gak aku minum', 'concern'],
    ['aku udah minum semua obatnya. maafin aku bu', 'high'],
    ['gue sayat tangan lagi pake silet', 'concern'],
    ['aku berdiri di balkon lantai 28 lama banget. cuma satu langkah doang', 'concern'],
    ['aku ke jembatan minggu ini. ini terakhir aku nulis disini', 'concern'],
    ["i heard her through the wall say 'saya mau mati saja'", 'concern'],
    ['katanya adikku ngomong gak mau hidup lagi setelah gagal ujian', 'concern'],
  ] as Array<[string, CrisisLevel]>)('%s -> at least %s', (text, level) => {
    expect(atLeast(detectCrisisSync(text).level, level)).toBe(true);
  });

  it.each([
    'pengen tidur aja, capek banget kerja hari ini',
    'beli obat tidur buat mama yang susah tidur',
    'lewat jembatan baru, macet banget',
    'balkon lantai 28 pemandangannya bagus',
    'nonton film tentang bunuh diri di sekolah, sedih tapi bagus',
    'hp aku mau mati, batrenya tinggal 2 persen',
    'aku ke jembatan merah buat foto',
    'handphone aku mau mati, lupa ngecas',
    'aku kepikiran mati lampu besok',
    'aku udah minum semua obatnya, sekarang mendingan',
    'aku ngiris tangan pas masak bawang',
    'aku gores tangan kena paku pas benerin pagar',
    'aku berdiri di balkon lama banget liat sunset',
    'capek hidup di jakarta macet terus',
  ])('%s -> none', (text) => {
    expect(detectCrisisSync(text).level).toBe('none');
  });

  it('maps whole phrases and leaves English alone', () => {
    expect(normalize('pengen bunuh diri')).toBe('i want to kill myself');
    expect(normalize('surat buat ibu')).toBe('a letter for mum');
    expect(normalize('the mau mati cafe and a lama in the zoo')).toBe('the mau mati cafe and a lama in the zoo');
  });
});
