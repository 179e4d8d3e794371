import { jitlessValidation } from '@h5-page/schema/jitless-validation';

// Imported before anything that builds a schema: the builder's CSP allows no eval.
jitlessValidation();
