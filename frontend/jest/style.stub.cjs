// Stylesheets imported by components mean nothing to a DOM test.
module.exports = {};
