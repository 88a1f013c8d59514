/// The verify report's own CSS and JavaScript, inline in the page (no network access).
enum HTMLReportAssets {
    /// Status colours (failed #c00, new #06c, obsolete #777, recorded #a60) mark the summary
    /// bar's counts and a bar at the left of each case; images in the side-by-side row are
    /// scaled down, those in the comparison are shown at their own size.
    static let style = """
    .summary { display: flex; gap: .6em; flex-wrap: wrap; align-items: center; position: sticky; top: 0; z-index: 1;
               background: #fafafa; padding: .6em 0; border-bottom: 1px solid #ddd; }
    .summary .total { font-weight: 600; margin-right: .4em; }
    .count { padding: .25em .7em; border-radius: 1em; background: #eee; color: #222; text-decoration: none; font-weight: 600; }
    .count.passed { background: #e3f4e3; color: #185c18; } .count.failed { background: #fde2e2; color: #a00; }
    .count.new { background: #e0ecfa; color: #04a; } .count.obsolete { background: #ececec; color: #555; }
    .count.recorded { background: #fbeedb; color: #850; } .count.zero { opacity: .45; }
    .case { border-left: 6px solid #999; padding: .2em 0 1em 1em; margin: 1.2em 0; border-top: 0; }
    .case.failed { border-left-color: #c00; } .case.new { border-left-color: #06c; }
    .case.obsolete { border-left-color: #777; } .case.recorded { border-left-color: #a60; }
    .case h2 { margin: .2em 0 .5em; font-size: 1.2em; }
    .case.failed h2 { color: #c00; } .case.new h2 { color: #06c; } .case.recorded h2 { color: #a60; }
    .numbers { display: grid; grid-template-columns: max-content 1fr; gap: .2em 1em; margin: 0 0 .8em; }
    .numbers dt { color: #666; } .numbers dd { margin: 0; font-variant-numeric: tabular-nums; }
    figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: .3em; }
    .row img { max-width: 340px; }
    .compare { margin: 1em 0; max-width: 100%; overflow: auto; }
    .stage { position: relative; display: inline-block; line-height: 0; --split: 50%; }
    .stage img { max-width: none; }
    .stage .top { position: absolute; left: 0; top: 0; background: none; clip-path: inset(0 0 0 var(--split)); }
    .stage::after { content: ""; position: absolute; top: 0; bottom: 0; left: var(--split); border-left: 1px solid rgba(0, 0, 0, .6); }
    .compare.difference .top { clip-path: none; mix-blend-mode: difference; }
    .compare.difference .stage::after { display: none; }
    .controls { display: flex; gap: 1.5em; align-items: center; margin-top: .4em; }
    .message { color: #444; font-size: 12px; font-family: ui-monospace, monospace; max-width: none; }
    .broken { background: #fde2e2; color: #a00; padding: .6em; }
    """

    /// Wires each comparison's slider and overlay switch; once the page has loaded, marks
    /// `<body data-images>` with `all N loaded` or `K of N broken` and, when any image did
    /// not load (a report folder copied without `images/`), says which at the top.
    static let script = """
    document.querySelectorAll('.compare').forEach(function (compare) {
      var stage = compare.querySelector('.stage');
      var slider = compare.querySelector('input[type=range]');
      var overlay = compare.querySelector('input[type=checkbox]');
      slider.addEventListener('input', function () { stage.style.setProperty('--split', slider.value + '%'); });
      overlay.addEventListener('change', function () { compare.classList.toggle('difference', overlay.checked); });
    });
    addEventListener('load', function () {
      var images = Array.prototype.slice.call(document.images);
      var broken = images.filter(function (image) { return !(image.complete && image.naturalWidth > 0); });
      document.body.dataset.images = broken.length ? broken.length + ' of ' + images.length + ' broken' : 'all ' + images.length + ' loaded';
      if (broken.length) {
        var note = document.createElement('p');
        note.className = 'broken';
        note.textContent = broken.length + ' of ' + images.length + ' images did not load: '
          + broken.map(function (image) { return decodeURIComponent(image.getAttribute('src')); }).join(', ');
        document.querySelector('.summary').after(note);
      }
    });
    """
}
