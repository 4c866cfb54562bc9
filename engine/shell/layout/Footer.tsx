/** The footer of the spec: it only says "Footer", and every route hides it. */
export function Footer() {
  return (
    <footer className="shell-footer" hidden>
      Footer
    </footer>
  );
}
