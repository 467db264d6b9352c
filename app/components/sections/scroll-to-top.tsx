// A floating "Back to top" link: a plain link to the top of the document (#top needs no element
// of that id), so it works on a page that ships no JavaScript; the next Tab starts from the top. It fades in
// once the page is scrolled, by a scroll-driven animation in CSS (.scroll-top in base.css); where
// the browser lacks those, it simply stays visible.
export function ScrollToTop({ label }: { label: string }) {
  return (
    <a
      href="#top"
      aria-label={label}
      className="scroll-top focus fixed bottom-5 right-5 z-30 grid h-12 w-12 place-items-center rounded-full bg-terracotta text-white no-underline shadow-lg hover:bg-[#7f371c]"
    >
      <span className="i-lucide-arrow-up text-xl" aria-hidden="true" />
    </a>
  )
}
