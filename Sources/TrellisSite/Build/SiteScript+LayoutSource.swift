import TrellisDiagnostics
import TrellisRender

extension SiteScript {
  /// The layout panel's part of the script (site.json's `showsLayout`), added to that site's
  /// script only. The Copy buttons are written hidden, so that a page without the script (or a
  /// browser without a clipboard) shows none that would do nothing; this shows them where the
  /// clipboard is there (the script's click handler copies their `data-copy`), and a button
  /// says "Copied" for a moment after a click.
  static func layoutSourceJavaScript(strings: InterfaceStrings) -> String {
    layoutSourceTemplate.replacing("/* the copied string */ \"\"", with: JSONEscaping.string(strings["copied"]))
  }

  private static let layoutSourceTemplate = #"""
    (() => {
      if (!navigator.clipboard) return;
      const copied = /* the copied string */ "";
      for (const button of document.querySelectorAll(".t-code-copy")) button.hidden = false;
      document.addEventListener("click", (event) => {
        const button = event.target.closest(".t-code-copy");
        const label = button?.firstChild;
        if (!label || label.nodeType !== Node.TEXT_NODE || button.dataset.label) return;
        button.dataset.label = label.nodeValue;
        label.nodeValue = copied;
        setTimeout(() => {
          label.nodeValue = button.dataset.label;
          delete button.dataset.label;
        }, 1500);
      });
    })();

    """#
}
