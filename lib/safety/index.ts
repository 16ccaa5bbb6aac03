// Public API of the crisis-language detector. Callers import from '@/lib/safety'.
export { CRISIS_LEVELS, atLeast, isCrisisLevel, levelRank, maxLevel, type CrisisLevel } from './levels';
export { CRISIS_CATEGORIES, BASE_LEVEL, type CrisisCategory } from './categories';
export { detectCrisis, detectCrisisMany, detectCrisisSync, type CrisisSignal, type CrisisSource } from './detect';
export { INTERNATIONAL, RESOURCES, regionFromAcceptLanguage, resourcesFor, smsHref, telHref, type CrisisResources } from './resources';
export { crisisNote, crisisReminderLine } from './note';
export { toCrisisSignalDto, type CrisisSignalDto } from './dto';
