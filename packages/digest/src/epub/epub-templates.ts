// Templates handed to epub-gen-memory in place of its own: one dc:title, a nav with landmarks,
// a table of contents that can stay out of the reading order, and no remote resources.

export const EPUB_STYLESHEET = `
html, body { margin: 0; padding: 0; }
body { font-family: serif; line-height: 1.45; margin: 0 3%; orphans: 2; widows: 2; }
h1 { font-size: 1.45em; line-height: 1.2; margin: 0.3em 0 0.35em; page-break-after: avoid; }
h2 { font-size: 1.2em; line-height: 1.25; margin: 1.2em 0 0.4em; page-break-after: avoid; }
h3 { font-size: 1.05em; line-height: 1.3; margin: 1em 0 0.3em; page-break-after: avoid; }
h4 { font-size: 1em; font-style: italic; margin: 0.9em 0 0.3em; page-break-after: avoid; }
p { margin: 0 0 0.75em; text-indent: 0; }
a { color: inherit; text-decoration: underline; }
.meta { font-family: sans-serif; font-size: 0.78em; color: #555; margin: 0; }
.original { font-family: sans-serif; font-size: 0.78em; margin: 0.25em 0 0; }
hr.chapter-rule { border: 0; border-top: 1px solid #888; width: 100%; margin: 0.8em 0 1.3em; }
hr { border: 0; border-top: 1px solid #bbb; width: 40%; margin: 1.2em auto; }
.figure { text-align: center; margin: 0.5em 0 1em; page-break-inside: avoid; }
img { max-width: 100%; height: auto; }
ul, ol { margin: 0 0 0.8em; padding-left: 1.4em; }
li { margin: 0 0 0.3em; }
li p { margin: 0 0 0.3em; }
blockquote { margin: 0.8em 0 0.8em 0.4em; padding-left: 0.8em; border-left: 2px solid #999; font-style: italic; }
pre { font-family: monospace; font-size: 0.8em; white-space: pre-wrap; background: #f2f2f2; padding: 0.5em; }
code { font-family: monospace; font-size: 0.9em; }
table { border-collapse: collapse; width: 100%; margin: 0.5em 0 1em; font-size: 0.85em; }
th, td { border-bottom: 1px solid #bbb; padding: 0.25em 0.4em; text-align: left; vertical-align: top; }
th { font-weight: bold; border-bottom: 2px solid #333; }
caption { font-style: italic; text-align: left; margin-bottom: 0.3em; }
.unreadable { font-style: italic; color: #555; }
.image-alt { font-style: italic; color: #555; }
.about li { margin: 0 0 0.6em; }
.about .url { font-size: 0.75em; word-break: break-all; }
.title-page { margin-top: 25%; }
.title-page .brand { font-family: sans-serif; font-size: 0.7em; letter-spacing: 0.3em; color: #555; margin-bottom: 1em; }
.title-page h1 { font-size: 1.9em; margin-bottom: 0.6em; }
.title-page p { margin: 0 0 0.3em; }
.title-page .senders { font-family: sans-serif; font-size: 0.75em; color: #555; margin-top: 2.5em; }
nav#toc ol { list-style: none; padding: 0; margin: 0; }
nav#toc li { margin: 0 0 0.7em; }
nav#toc a { text-decoration: none; }
.toc-sender { font-family: sans-serif; font-size: 0.78em; color: #555; }
`;

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="<%= lang %>" lang="<%= lang %>">
<head>
<meta charset="UTF-8"/>`;

export const CHAPTER_TEMPLATE = `${HEAD}
<title><%= title %></title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
<%- content %>
</body>
</html>`;

export const NAV_TEMPLATE = `${HEAD}
<title><%= tocTitle %></title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
<nav id="toc" epub:type="toc">
<h1><%= tocTitle %></h1>
<ol>
<% content.forEach(function (chapter) { if (!chapter.excludeFromToc) { %><li><a href="<%= chapter.filename %>"><%= chapter.title %><% if (chapter.author.length) { %><br/><span class="toc-sender"><%= chapter.author.join(", ") %></span><% } %></a></li>
<% } }) %></ol>
</nav>
<nav epub:type="landmarks" hidden="hidden">
<ol>
<li><a epub:type="toc" href="toc.xhtml"><%= tocTitle %></a></li>
<% var first = content.filter(function (chapter) { return !chapter.beforeToc; })[0]; if (first) { %><li><a epub:type="bodymatter" href="<%= first.filename %>">Start</a></li><% } %>
</ol>
</nav>
</body>
</html>`;

export function packageTemplate(tableOfContentsInReadingOrder: boolean): string {
  const linear = tableOfContentsInReadingOrder ? "yes" : "no";
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="BookId" xml:lang="<%= lang %>">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="BookId"><%= id %></dc:identifier>
<dc:title><%= title %></dc:title>
<dc:language><%= lang %></dc:language>
<dc:creator><%= author.join(", ") %></dc:creator>
<dc:publisher><%= publisher %></dc:publisher>
<dc:date><%= date.split(".")[0] + "Z" %></dc:date>
<dc:description><%= description %></dc:description>
<meta property="dcterms:modified"><%= new Date().toISOString().split(".")[0] + "Z" %></meta>
</metadata>
<manifest>
<item id="toc" href="toc.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
<item id="css" href="style.css" media-type="text/css"/>
<% images.forEach(function (image, index) { %><item id="image_<%= index %>" href="images/<%= image.id %>.<%= image.extension %>" media-type="<%= image.mediaType %>"/>
<% }) %><% content.forEach(function (chapter, index) { %><item id="content_<%= index %>_<%= chapter.id %>" href="<%= chapter.filename %>" media-type="application/xhtml+xml"/>
<% }) %></manifest>
<spine toc="ncx">
<% content.forEach(function (chapter, index) { if (chapter.beforeToc) { %><itemref idref="content_<%= index %>_<%= chapter.id %>"/>
<% } }) %><itemref idref="toc" linear="${linear}"/>
<% content.forEach(function (chapter, index) { if (!chapter.beforeToc) { %><itemref idref="content_<%= index %>_<%= chapter.id %>"/>
<% } }) %></spine>
</package>`;
}

// EPUB 2 readers (and older Kindles) navigate by the NCX; playOrder must start at 1.
export const NCX_TEMPLATE = `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
<head>
<meta name="dtb:uid" content="<%= id %>"/>
<meta name="dtb:depth" content="1"/>
<meta name="dtb:totalPageCount" content="0"/>
<meta name="dtb:maxPageNumber" content="0"/>
</head>
<docTitle><text><%= title %></text></docTitle>
<navMap>
<% var order = 1; content.forEach(function (chapter, index) { if (!chapter.excludeFromToc) { %><navPoint id="nav_<%= index %>" playOrder="<%= order++ %>">
<navLabel><text><%= chapter.title %></text></navLabel>
<content src="<%= chapter.filename %>"/>
</navPoint>
<% } }) %></navMap>
</ncx>`;
