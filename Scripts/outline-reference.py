#!/usr/bin/env python3
"""Prints the reference outlines of OpenTypeFontOutlineTests (fontTools pens). Run: python3 Scripts/outline-reference.py"""
from fontTools.ttLib import TTFont
from fontTools.pens.basePen import BasePen
from fontTools.pens.boundsPen import BoundsPen
import sys
def fmt(v):
    v=float(v); return str(int(v)) if v==int(v) else repr(v)
class P(BasePen):
    def __init__(s,gs): super().__init__(gs); s.out=[]
    def _moveTo(s,p): s.out.append("M %s %s"%(fmt(p[0]),fmt(p[1])))
    def _lineTo(s,p): s.out.append("L %s %s"%(fmt(p[0]),fmt(p[1])))
    def _qCurveToOne(s,a,b): s.out.append("Q %s %s %s %s"%tuple(map(fmt,(*a,*b))))
    def _curveToOne(s,a,b,c): s.out.append("C %s %s %s %s %s %s"%tuple(map(fmt,(*a,*b,*c))))
    def _closePath(s): s.out.append("Z")
    def _endPath(s): s.out.append("E")
import os
os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../Sources/Arrange/Resources/Fonts"))
for path,chars in [("DejaVuSans.ttf","aé%"),("Inter-Regular.otf","a%&"),("DejaVuSansMono.ttf","@")]:
    f=TTFont(path); gs=f.getGlyphSet(); cmap=f.getBestCmap(); gid={n:i for i,n in enumerate(f.getGlyphOrder())}
    for c in chars:
        n=cmap[ord(c)]; p=P(gs); gs[n].draw(p); b=BoundsPen(gs); gs[n].draw(b)
        comp = 'glyf' in f and f['glyf'][n].isComposite()
        print(path, repr(c), gid[n], "composite" if comp else "", len(p.out), b.bounds)
        print('   "'+" ".join(p.out)+'"')
