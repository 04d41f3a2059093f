export function SiteFooter({ siteName }: { siteName: string }) {
  return (
    <footer className="site-footer">
      <p>
        © {new Date().getFullYear()} {siteName} 版权所有
      </p>
    </footer>
  );
}
