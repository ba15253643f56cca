extension TestDriver {
  /// The current frame as a terminal draws it: ANSI escape codes for color (`38;2;R;G;B`), bold
  /// (`1`), dim (`2`), underline (`4`) and inverse (`7`, also how focus is drawn), every row full
  /// width and separated by `\r\n`, starting with `ESC [H`. A wide character is written once and
  /// takes two columns; a character a terminal acts on is already drawn as a visible stand-in.
  /// Reading it draws a new frame first if observed state changed.
  ///
  /// For tools that show frames with their attributes (the preview runner's catalog); tests
  /// compare ``frame``.
  public var styledFrame: String {
    runtime.renderIfNeeded()
    return runtime.frame.canvas.ansiText
  }
}
