import { planToEatRecipes } from './plan-to-eat.js';
import { csvExportReader } from './shared/csv-export-reader.js';

/** Plan to Eat: its CSV export, uploaded as it is or zipped. */
export const planToEatReader = csvExportReader('plantoeat', 'Plan to Eat', planToEatRecipes);
