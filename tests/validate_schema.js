// Validates JSON Resume records with the official schema package. Exit 1 on any error.
'use strict';
const fs = require('fs');
const { validate } = require('@jsonresume/schema');
let failed = 0;
const files = process.argv.slice(2);
for (const file of files) {
  const record = JSON.parse(fs.readFileSync(file, 'utf8'));
  validate(record, (errors, valid) => {
    if (!valid) {
      failed++;
      console.log(`FAIL ${file}`);
      for (const e of errors) console.log(`  ${e.property}: ${e.message}`);
    }
  });
}
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exit(failed || files.length === 0 ? 1 : 0);
