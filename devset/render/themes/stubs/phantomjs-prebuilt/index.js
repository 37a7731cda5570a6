// Stand-in for phantomjs-prebuilt: no binary is available (see package.json).
module.exports = { path: null };
