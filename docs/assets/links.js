// Runs before the reference starts. Error `doc_url`s have the stable form `/docs#/section/<code>`:
// they open the section of the errors guide that explains the code (the other sections of the
// introduction, `#/section/envelope`..., stay in the reference). Links of the older form
// `#tag/Buyers` go to the reference's own `#/buyers`. `npm run docs` writes the codes in.
(function () {
  var ERROR_CODES = [];
  var hash = window.location.hash;
  var section = /^#\/section\/([a-z0-9_]+)$/.exec(hash);
  if (section && ERROR_CODES.indexOf(section[1]) !== -1) {
    window.location.replace('/docs/guides/errors#' + section[1]);
    return;
  }
  var tag = /^#tag\/([^/]+)$/.exec(hash);
  if (tag) window.history.replaceState(null, '', '#/' + decodeURIComponent(tag[1]).toLowerCase().replace(/[^a-z0-9]+/g, '-'));
})();
