// html-encoding-sniffer ships no types: the one function it exports, as its README gives it.
declare module 'html-encoding-sniffer' {
  export default function sniffHTMLEncoding(
    bytes: Uint8Array,
    options?: { transportLayerEncodingLabel?: string; defaultEncoding?: string; xml?: boolean },
  ): string;
}
