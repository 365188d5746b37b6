import { csvExportReader } from './csv-export.js';
import { planToEatRecipes } from './plan-to-eat.js';

/** Plan to Eat: its CSV export, uploaded as it is or zipped. */
export const planToEatReader = csvExportReader('plantoeat', 'Plan to Eat', planToEatRecipes);
