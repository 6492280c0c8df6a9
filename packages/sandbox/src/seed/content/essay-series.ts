/** Shape of an essay newsletter's content: a pool of sections and per-issue framing. */
export interface EssaySection {
  heading: string;
  paragraphs: string[];
}

export interface EssayIssue {
  title: string;
  preheader: string;
  intro: string[];
  quote: string;
  closing: string;
}

export interface EssaySeries {
  sections: EssaySection[];
  issues: EssayIssue[];
}
